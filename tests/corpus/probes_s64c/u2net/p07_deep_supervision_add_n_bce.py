"""U^2-Net `muti_bce_loss_fusion`: a binarised label `label > 0`, one BCE-with-logits per side map (each of the label's shape), the losses summed by `F.add_n(*losses)`; the fused-map loss returned beside the total."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 1, 8, 8)]


class MultiBCE(HybridBlock):
    def __init__(self, ch=4, sides=3, **kwargs):
        super().__init__(**kwargs)
        self.body = nn.Conv2D(ch, 3, padding=1, activation="relu")
        self.sides = nn.HybridSequential()
        for _ in range(sides):
            self.sides.add(nn.Conv2D(1, 3, padding=1))
        self.fuse = nn.Conv2D(1, 1)

    def hybrid_forward(self, F, x, label):
        target = label > 0
        h = self.body(x)
        maps = [side(h) for side in self.sides]
        maps = [self.fuse(F.concat(*maps, dim=1))] + maps
        losses = [F.mean(F.relu(m) - m * target + F.log(1 + F.exp(-F.abs(m)))) for m in maps]
        return losses[0], F.add_n(*losses)


Net = MultiBCE
