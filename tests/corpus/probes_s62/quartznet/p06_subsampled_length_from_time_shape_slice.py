"""QuartzNet output trimmed to the subsampled length computed from the input: `T = x.shape[-1]`, `out_len = (T - 1) // 2 + 1`, `slice_axis(..., end=out_len)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 15)]


class TrimToSubsampled(HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super(TrimToSubsampled, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(channels, 3, strides=2, padding=2, in_channels=channels)

    def hybrid_forward(self, F, x):
        T = x.shape[-1]
        out_len = (T - 1) // 2 + 1
        return F.slice_axis(self.conv(x), axis=2, begin=0, end=out_len)


Net = TrimToSubsampled
