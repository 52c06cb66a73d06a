"""`hybrid_forward` wrapped by a `functools.wraps` decorator that clips the output with the backend's `F.clip`."""
import functools

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


def clipped(bound):
    def wrap(fn):
        @functools.wraps(fn)
        def inner(self, F, *args, **kwargs):
            return F.clip(fn(self, F, *args, **kwargs), -bound, bound)
        return inner
    return wrap


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(4, in_units=6)

    @clipped(0.3)
    def hybrid_forward(self, F, x):
        return self.fc(x)
