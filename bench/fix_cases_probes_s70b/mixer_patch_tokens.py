"""MLP-Mixer's stem and one mixer layer: patches by a strided Conv2D, the (B, C, H', W') map
flattened to tokens by `x.reshape((B, C, H * W)).transpose((0, 2, 1))` from `B, C, H, W = x.shape`,
token mixing on the transposed (B, C, P) map by a two-layer MLP whose widths come from the number of
patches (`in_units=num_patches`), channel mixing, pre-LN residuals and a global-average-pooling head."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


class MlpBlock(nn.HybridBlock):
    def __init__(self, in_units, hidden, **kwargs):
        super(MlpBlock, self).__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Dense(hidden, in_units=in_units, flatten=False)
            self.fc2 = nn.Dense(in_units, in_units=hidden, flatten=False)

    def hybrid_forward(self, F, x):
        return self.fc2(F.LeakyReLU(self.fc1(x), act_type='gelu'))


class Net(nn.HybridBlock):
    def __init__(self, img_size=8, patch=2, dim=6, token_ratio=0.5, channel_ratio=2, classes=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        num_patches = (img_size // patch) ** 2
        with self.name_scope():
            self.stem = nn.Conv2D(dim, patch, strides=patch, in_channels=3)
            self.norm1 = nn.LayerNorm(in_channels=dim)
            self.token_mix = MlpBlock(num_patches, int(token_ratio * num_patches))
            self.norm2 = nn.LayerNorm(in_channels=dim)
            self.channel_mix = MlpBlock(dim, channel_ratio * dim)
            self.norm = nn.LayerNorm(in_channels=dim)
            self.head = nn.Dense(classes, in_units=dim)

    def hybrid_forward(self, F, x):
        x = self.stem(x)
        B, C, H, W = x.shape
        x = x.reshape((B, C, H * W)).transpose((0, 2, 1))
        y = self.norm1(x).transpose((0, 2, 1))
        x = x + self.token_mix(y).transpose((0, 2, 1))
        x = x + self.channel_mix(self.norm2(x))
        return self.head(self.norm(x).mean(axis=1))
