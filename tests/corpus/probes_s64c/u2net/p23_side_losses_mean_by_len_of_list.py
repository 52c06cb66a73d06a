"""Deep-supervision loss averaged over the sides: `F.add_n(*losses) / len(losses)`, the `len()` of a python list of per-side losses (the number of side outputs, not a tensor's size)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 1, 8, 8)]


class MeanOverSides(HybridBlock):
    def __init__(self, ch=4, sides=3, **kwargs):
        super().__init__(**kwargs)
        self.body = nn.Conv2D(ch, 3, padding=1, activation="relu")
        self.sides = nn.HybridSequential()
        for _ in range(sides):
            self.sides.add(nn.Conv2D(1, 1))

    def hybrid_forward(self, F, x, label):
        target = label > 0
        h = self.body(x)
        maps = [F.contrib.BilinearResize2D(s(F.Pooling(h, kernel=(2, 2), stride=(2, 2), pool_type="avg")),
                                           like=label, mode="like") for s in self.sides]
        losses = [F.mean(F.relu(m) - m * target + F.log(1 + F.exp(-F.abs(m)))) for m in maps]
        return F.add_n(*losses) / len(losses)


Net = MeanOverSides
