"""Point saliency normalised by its largest score floored at a python epsilon with the builtin `max(F.max(s), eps)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16)]


class Net(HybridBlock):
    def __init__(self, eps=1e-3, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps
        with self.name_scope():
            self.score = nn.Conv1D(1, 1, in_channels=3)

    def hybrid_forward(self, F, points):
        s = F.relu(self.score(points))
        return s / max(F.max(s), self._eps)
