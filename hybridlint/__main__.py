"""``python -m hybridlint``."""
from .cli import entry

entry()
