# initialise the module folder
__all__ = [
    'get_params', 'get_paths', 'extract_reso_part', 'sampling_masks', 'create_mumap_core',
    'create_nac_core', 'create_reso', 'create_sampl_reso', 'create_sampl', 'standard_analysis',
    'estimate_fwhm', 'preproc']

from .analysis import estimate_fwhm, standard_analysis
from .ioaux import extract_reso_part, get_paths, sampling_masks
from .params import get_params
from .proc import preproc
from .templates import (
    create_mumap_core,
    create_nac_core,
    create_reso,
    create_sampl,
    create_sampl_reso,
)
