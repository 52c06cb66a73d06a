"""Conv-TasNet separator summing the skip outputs with the builtin `sum(skips)` (0 + Symbol is fine) and picking the mask nonlinearity by a python string from `__init__` (`if self._mask_act == "relu"`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 10)]


class SkipSumSeparator(HybridBlock):
    def __init__(self, channels=6, num_blocks=3, mask_act="relu", **kwargs):
        super().__init__(**kwargs)
        self._mask_act = mask_act
        with self.name_scope():
            self.blocks = nn.HybridSequential()
            for i in range(num_blocks):
                self.blocks.add(nn.Conv1D(channels, 3, padding=2 ** i, dilation=2 ** i, in_channels=channels))
            self.mask = nn.Conv1D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, w):
        skips = []
        x = w
        for block in self.blocks:
            out = block(F.relu(x))
            skips.append(out)
            x = x + out
        m = self.mask(sum(skips))
        m = F.relu(m) if self._mask_act == "relu" else F.sigmoid(m)
        return w * m


Net = SkipSumSeparator
