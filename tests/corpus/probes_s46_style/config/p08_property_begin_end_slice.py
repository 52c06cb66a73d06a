"""Properties return python tuples for `F.slice(begin=..., end=...)` of a window from the config."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 8)]


class Net(HybridBlock):
    def __init__(self, window=(1, 5), **kwargs):
        super().__init__(**kwargs)
        self._window = window

    @property
    def begin(self):
        return (None, None, self._window[0])

    @property
    def end(self):
        return (None, None, self._window[1])

    def hybrid_forward(self, F, x):
        return F.slice(x, begin=self.begin, end=self.end) * 2
