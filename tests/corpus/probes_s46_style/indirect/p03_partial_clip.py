"""A `functools.partial(F.clip, a_min=..., a_max=...)` built inside `hybrid_forward` and applied twice."""
import functools

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6)]


class Net(HybridBlock):
    def __init__(self, bound=0.5, **kwargs):
        super().__init__(**kwargs)
        self._bound = bound
        with self.name_scope():
            self.fc = nn.Dense(6, in_units=6)

    def hybrid_forward(self, F, x):
        squash = functools.partial(F.clip, a_min=-self._bound, a_max=self._bound)
        return squash(self.fc(squash(x)))
