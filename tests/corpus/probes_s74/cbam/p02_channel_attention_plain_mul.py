"""CBAM channel attention applying the (B, C, 1, 1) gate with the reference's `x * self.ca(x)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class ChannelAttention(HybridBlock):
    def __init__(self, channels=8, reduction=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Conv2D(channels // reduction, 1, use_bias=False)
            self.fc2 = nn.Conv2D(channels, 1, use_bias=False)

    def ca(self, F, x):
        avg = self.fc2(F.relu(self.fc1(F.contrib.AdaptiveAvgPooling2D(x, output_size=1))))
        mx_ = self.fc2(F.relu(self.fc1(F.Pooling(x, kernel=(1, 1), global_pool=True, pool_type="max"))))
        return F.sigmoid(avg + mx_)

    def hybrid_forward(self, F, x):
        return x * self.ca(F, x)


Net = ChannelAttention
