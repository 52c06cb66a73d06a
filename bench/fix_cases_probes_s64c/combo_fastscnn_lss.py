"""Two families in one block: Fast-SCNN's feature fusion (the low-resolution branch resized to the
high-resolution one by `F.contrib.BilinearResize2D(low, height=high.shape[2], width=high.shape[3])`
and added) feeding a Lift-Splat-Shoot camera encoder: one conv gives D depth logits and C context
channels cut by `x[:, :self.D]` and `x[:, self.D:]`, the softmax depth times the context as an
outer product by plain `*` of (B, 1, D, H, W) and (B, C, 1, H, W), reshaped to
`(B, C, D * H * W)` from `x.shape`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 8, 6), (2, 6, 4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, D=4, C=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.D = D
        self.C = C
        with self.name_scope():
            self.conv_higher = nn.Conv2D(5, 1, in_channels=4)
            self.conv_lower = nn.Conv2D(5, 1, in_channels=6)
            self.depthnet = nn.Conv2D(D + C, 1, in_channels=5)

    def hybrid_forward(self, F, higher, lower):
        lower = F.contrib.BilinearResize2D(lower, height=higher.shape[2], width=higher.shape[3])
        fused = F.relu(self.conv_higher(higher) + self.conv_lower(lower))
        x = self.depthnet(fused)
        B, _, H, W = x.shape
        depth = F.softmax(x[:, :self.D], axis=1)
        new_x = depth.expand_dims(1) * x[:, self.D:].expand_dims(2)
        return new_x.reshape((B, self.C, self.D * H * W))
