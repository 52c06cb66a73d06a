"""Suite-wide pytest settings; each area keeps its own fixtures in its folder."""
import os
import pathlib

FIXTURES = pathlib.Path(__file__).parent / "fixtures"
os.environ.setdefault("HYBRIDLINT_NO_CACHE_IN_TESTS", "1")
os.environ.setdefault("HYBRIDLINT_STRICT_FIXERS", "1")
