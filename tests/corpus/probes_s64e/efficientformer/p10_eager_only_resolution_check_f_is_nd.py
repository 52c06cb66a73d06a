"""EfficientFormer stem with an eager-only check of the input resolution behind `if F is nd:` (the attention biases assume a fixed resolution); the traced graph skips the branch and the stem convs and flatten run the same."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16, 16)]


class CheckedStem(HybridBlock):
    def __init__(self, dim=8, resolution=16, **kwargs):
        super().__init__(**kwargs)
        self._res = resolution
        self.stem = nn.HybridSequential()
        self.stem.add(nn.Conv2D(dim // 2, 3, 2, 1, in_channels=3, activation="relu"),
                      nn.Conv2D(dim, 3, 2, 1, in_channels=dim // 2, activation="relu"))

    def hybrid_forward(self, F, x):
        if F is nd:
            assert x.shape[-1] == self._res, "attention biases are built for a fixed resolution"
        return self.stem(x).reshape((0, 0, -3)).transpose((0, 2, 1))


Net = CheckedStem
