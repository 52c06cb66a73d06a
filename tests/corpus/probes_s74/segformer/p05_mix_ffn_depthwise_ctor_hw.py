"""SegFormer Mix-FFN: Dense to the hidden width, tokens folded to the (H, W) map the block was built
for, a 3x3 depthwise Conv2D (groups = hidden), unfolded, GELU, Dense back."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 8)]


class MixFFN(HybridBlock):
    def __init__(self, dim=8, hidden=16, hw=(4, 4), **kwargs):
        super().__init__(**kwargs)
        self.hw = hw
        with self.name_scope():
            self.fc1 = nn.Dense(hidden, flatten=False)
            self.dw = nn.Conv2D(hidden, 3, padding=1, groups=hidden, in_channels=hidden)
            self.fc2 = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x):
        h = self.fc1(x)
        m = h.transpose((0, 2, 1)).reshape((0, 0) + self.hw)
        h = self.dw(m).reshape((0, 0, -1)).transpose((0, 2, 1))
        return self.fc2(F.LeakyReLU(h, act_type="gelu"))


Net = MixFFN
