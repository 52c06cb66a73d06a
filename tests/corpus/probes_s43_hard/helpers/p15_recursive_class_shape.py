"""The same recursive nesting, where each level trims its input by `x.shape[1] // 2` columns."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


class Net(HybridBlock):
    def __init__(self, depth=2):
        super().__init__()
        self.fc = nn.Dense(3)
        self.inner = self.__class__(depth - 1) if depth > 1 else None

    def hybrid_forward(self, F, x):
        keep = x.shape[1] // 2
        y = F.slice_axis(x, axis=1, begin=0, end=keep)
        if self.inner is not None:
            return self.fc(y) + self.inner(y)
        return self.fc(y)
