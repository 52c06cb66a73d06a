"""Causal depthwise conv as written for variable lengths: padding k-1 on both sides, then the tail dropped by
`slice_axis(..., end=-(k - 1))` behind a python test of the kernel size; silu gate of the z branch."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class CausalConvCrop(HybridBlock):
    def __init__(self, d_inner=6, d_conv=3, **kwargs):
        super().__init__(**kwargs)
        self.d_conv = d_conv
        with self.name_scope():
            self.in_proj = nn.Dense(2 * d_inner, flatten=False)
            self.conv1d = nn.Conv1D(d_inner, d_conv, padding=d_conv - 1, groups=d_inner, in_channels=d_inner)

    def hybrid_forward(self, F, x):
        xs, z = F.split(self.in_proj(x), num_outputs=2, axis=2)
        h = self.conv1d(xs.transpose((0, 2, 1)))
        if self.d_conv > 1:
            h = F.slice_axis(h, axis=2, begin=0, end=-(self.d_conv - 1))
        h = h.transpose((0, 2, 1))
        return F.Activation(h, act_type="sigmoid") * h * (z * F.sigmoid(z))


Net = CausalConvCrop
