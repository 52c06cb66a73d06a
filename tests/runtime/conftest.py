import pytest
from hybridlint.runtime import compat


@pytest.fixture
def mx():
    """The ``mxnet`` alias for scenarios written against MXNet's API; the interpreter is left
    as the test found it."""
    had = compat.is_installed()
    module = compat.install()
    yield module
    if not had:
        compat.uninstall()
