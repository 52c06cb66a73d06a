"""LeViT's `Hardswish` as a module-level helper that takes no `F`: `x * (x + 3).clip(0, 6) / 6` by methods both NDArray and Symbol have, applied between the MLP's Dense layers over (B, N, C) tokens and added back to the residual of the same shape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9, 8)]


def hard_swish(x):
    """x: NDArray or Symbol of any shape; returns the same shape."""
    return x * (x + 3).clip(0, 6) / 6


class LeViTMlp(HybridBlock):
    def __init__(self, dim=8, ratio=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Dense(dim * ratio, flatten=False)
            self.fc2 = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x):
        return x + self.fc2(hard_swish(self.fc1(x)))


Net = LeViTMlp
