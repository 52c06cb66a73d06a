"""U^2-Net loss over side maps stacked first (`F.stack(*maps)`, shape (S, N, 1, H, W)) and then iterated with `for m in stacked:` -- a python loop over a tensor's first axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 1, 8, 8)]


class StackedSidesLoss(HybridBlock):
    def __init__(self, ch=4, **kwargs):
        super().__init__(**kwargs)
        self.body = nn.Conv2D(ch, 3, padding=1, activation="relu")
        self.side1, self.side2 = nn.Conv2D(1, 1), nn.Conv2D(1, 3, padding=1)

    def hybrid_forward(self, F, x, label):
        target = label > 0
        h = self.body(x)
        stacked = F.stack(self.side1(h), self.side2(h), axis=0)
        losses = []
        for m in stacked:
            losses.append(F.mean(F.relu(m) - m * target + F.log(1 + F.exp(-F.abs(m)))))
        return F.add_n(*losses)


Net = StackedSidesLoss
