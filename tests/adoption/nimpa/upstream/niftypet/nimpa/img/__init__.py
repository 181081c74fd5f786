# initialise the module folder
__all__ = [
    'create_disk', 'get_cylinder', 'imdiff', 'imscroll', 'profile_points', 'pifa2nii', 'nii2pifa']

from .gen import create_disk, get_cylinder, imdiff, imscroll, profile_points
from .signa import nii2pifa, pifa2nii
