"""ConvMixer variant mixing only half the channels: `parts = F.split(x, num_outputs=2, axis=1)`, the depthwise conv on `parts[-1]`, concatenated back with `parts[0]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class HalfSplitMixer(HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super().__init__(**kwargs)
        self.dw = nn.Conv2D(dim // 2, 3, padding=1, groups=dim // 2, in_channels=dim // 2)

    def hybrid_forward(self, F, x):
        parts = F.split(x, num_outputs=2, axis=1)
        mixed = parts[-1] + F.LeakyReLU(self.dw(parts[-1]), act_type="gelu")
        return F.concat(parts[0], mixed, dim=1)


Net = HalfSplitMixer
