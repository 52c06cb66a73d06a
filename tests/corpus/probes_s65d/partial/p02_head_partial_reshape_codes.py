"""The same anchor head through `partial(self._head, F)`, flattened with reshape codes `(0, -1, 2)`."""
from functools import partial

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 4)]


class PartialHeadCodes(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cls = nn.Conv2D(6, 1, in_channels=3)

    def _head(self, F, x):
        return F.transpose(self.cls(x), axes=(0, 2, 3, 1)).reshape((0, -1, 2))

    def hybrid_forward(self, F, x):
        f = partial(self._head, F)
        return f(x)


Net = PartialHeadCodes
