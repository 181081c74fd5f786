"""Input/output utilities, such as file-loaders."""
