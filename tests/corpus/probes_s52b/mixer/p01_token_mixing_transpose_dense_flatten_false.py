"""MLP-Mixer block: token mixing by `F.transpose(axes=(0, 2, 1))` and a Dense(flatten=False) over the patch axis sized by the constructor's patch count, then channel mixing, both with residuals."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 8)]


class MlpBlock(HybridBlock):
    def __init__(self, hidden, out, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Dense(hidden, flatten=False, activation="relu")
            self.fc2 = nn.Dense(out, flatten=False)

    def hybrid_forward(self, F, x):
        return self.fc2(self.fc1(x))


class Net(HybridBlock):
    def __init__(self, num_patches=16, dim=8, token_hidden=12, channel_hidden=24, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.norm1 = nn.LayerNorm()
            self.token_mlp = MlpBlock(token_hidden, num_patches)
            self.norm2 = nn.LayerNorm()
            self.channel_mlp = MlpBlock(channel_hidden, dim)

    def hybrid_forward(self, F, x):
        # (B, N, C) -> (B, C, N): the token MLP mixes along the patches
        y = F.transpose(self.norm1(x), axes=(0, 2, 1))
        x = x + F.transpose(self.token_mlp(y), axes=(0, 2, 1))
        return x + self.channel_mlp(self.norm2(x))
