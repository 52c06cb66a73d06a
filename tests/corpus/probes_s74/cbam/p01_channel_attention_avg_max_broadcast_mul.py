"""CBAM channel attention (Woo et al.): average and max pooled descriptors (keepdims means/maxes),
one shared 1x1-conv MLP applied to both, sigmoid of their sum, the gate applied by broadcast_mul."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class ChannelAttention(HybridBlock):
    def __init__(self, channels=8, reduction=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Conv2D(channels // reduction, 1, use_bias=False, activation="relu"),
                         nn.Conv2D(channels, 1, use_bias=False))

    def hybrid_forward(self, F, x):
        avg = self.mlp(F.mean(x, axis=(2, 3), keepdims=True))
        mx_ = self.mlp(F.max(x, axis=(2, 3), keepdims=True))
        return F.broadcast_mul(x, F.sigmoid(avg + mx_))


Net = ChannelAttention
