"""MQ-CNN causal conv from a PyTorch port: the padded conv output cut back to the input length read as `x.shape[2]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12)]


class ShapeCausalConv(HybridBlock):
    def __init__(self, channels=4, dilation=2, kernel=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(channels, kernel, dilation=dilation, padding=(kernel - 1) * dilation)

    def hybrid_forward(self, F, target):
        x = target.expand_dims(1)
        return F.slice_axis(self.conv(x), axis=2, begin=0, end=x.shape[2])


Net = ShapeCausalConv
