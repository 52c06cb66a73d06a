"""Two towers built from lists of Dense children run in python loops, a projection per tower, and the loss the python average of the two `SoftmaxCrossEntropyLoss` directions with targets `arange_like`."""
from mxnet.gluon import HybridBlock, nn, loss as gloss

INPUTS = [(4, 10), (4, 7)]


class DualEncoder(HybridBlock):
    def __init__(self, depth=2, width=8, embed=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.img_layers = nn.HybridSequential()
            self.txt_layers = nn.HybridSequential()
            for d in range(depth):
                self.img_layers.add(nn.Dense(width, in_units=10 if d == 0 else width, activation="relu"))
                self.txt_layers.add(nn.Dense(width, in_units=7 if d == 0 else width, activation="relu"))
            self.img_proj = nn.Dense(embed, in_units=width)
            self.txt_proj = nn.Dense(embed, in_units=width)
            self.ce = gloss.SoftmaxCrossEntropyLoss()

    def hybrid_forward(self, F, img, txt):
        for layer in self.img_layers:
            img = layer(img)
        for layer in self.txt_layers:
            txt = layer(txt)
        i = F.L2Normalization(self.img_proj(img), mode="instance")
        t = F.L2Normalization(self.txt_proj(txt), mode="instance")
        logits = F.dot(i, t, transpose_b=True) * 10.0
        labels = F.contrib.arange_like(logits, axis=0)
        return (self.ce(logits, labels) + self.ce(F.transpose(logits), labels)) / 2


Net = DualEncoder
