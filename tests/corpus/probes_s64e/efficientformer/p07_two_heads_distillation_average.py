"""EfficientFormer classifier with a distillation head: tokens (N, L, C) normalised and averaged over L, `(self.head(x) + self.dist_head(x)) / 2` -- two Dense(num_classes) outputs of the same input (equal shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 8)]


class DistilledHead(HybridBlock):
    def __init__(self, dim=8, classes=5, **kwargs):
        super().__init__(**kwargs)
        self.norm = nn.LayerNorm(in_channels=dim)
        self.head = nn.Dense(classes, in_units=dim)
        self.dist_head = nn.Dense(classes, in_units=dim)

    def hybrid_forward(self, F, x):
        x = F.mean(self.norm(x), axis=1)
        return (self.head(x) + self.dist_head(x)) / 2


Net = DistilledHead
