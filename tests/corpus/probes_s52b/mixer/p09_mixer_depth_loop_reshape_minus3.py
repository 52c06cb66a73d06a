"""A small MLP-Mixer: patch embedding by a strided conv, tokens by the reshape code `(0, 0, -3)` on (B, C, H, W), a python loop over `depth` mixer layers kept in a HybridSequential-free list registered with `register_child`, and mean pooling over the tokens."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class MixerLayer(HybridBlock):
    def __init__(self, num_patches, dim, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.ln_tok = nn.LayerNorm()
            self.tok = nn.Dense(num_patches, flatten=False)
            self.ln_ch = nn.LayerNorm()
            self.ch = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x):
        x = x + self.tok(self.ln_tok(x).transpose((0, 2, 1))).transpose((0, 2, 1))
        return x + self.ch(self.ln_ch(x))


class Net(HybridBlock):
    def __init__(self, patch=2, dim=6, depth=3, classes=4, image=8, **kwargs):
        super().__init__(**kwargs)
        num_patches = (image // patch) ** 2
        with self.name_scope():
            self.stem = nn.Conv2D(dim, patch, strides=patch)
            self.layers = []
            for i in range(depth):
                layer = MixerLayer(num_patches, dim, prefix=f"mix{i}_")
                self.register_child(layer)
                self.layers.append(layer)
            self.head = nn.Dense(classes)

    def hybrid_forward(self, F, img):
        x = self.stem(img).reshape((0, 0, -3)).transpose((0, 2, 1))
        for layer in self.layers:
            x = layer(x)
        return self.head(x.mean(axis=1))
