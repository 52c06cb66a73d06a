"""OpenPose stage loss masked by the given ignore mask (N, 1, H, W): `F.square(paf - paf_gt) * mask` against the (N, 2L, H, W) fields by a plain `*`, summed over the stages."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 5), (2, 4, 5, 5), (2, 1, 5, 5)]


class PlainMaskedLoss(HybridBlock):
    def __init__(self, limbs=2, stages=2, **kwargs):
        super().__init__(**kwargs)
        self.heads = []
        with self.name_scope():
            for i in range(stages):
                h = nn.Conv2D(2 * limbs, 3, padding=1)
                self.register_child(h, "paf%d" % i)
                self.heads.append(h)

    def hybrid_forward(self, F, feats, paf_gt, mask):
        loss = 0
        x = feats
        for head in self.heads:
            paf = head(x)
            loss = loss + F.sum(F.square(paf - paf_gt) * (mask > 0))
            x = F.concat(feats, paf, dim=1)
        return loss


Net = PlainMaskedLoss
