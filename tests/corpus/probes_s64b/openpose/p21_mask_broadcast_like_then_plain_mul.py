"""OpenPose masked stage loss with the (N, 1, H, W) mask expanded to the fields' shape by `F.broadcast_like(mask, paf)` once, then plain `*` on equal shapes for every stage."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 5), (2, 4, 5, 5), (2, 1, 5, 5)]


class LikeMaskedLoss(HybridBlock):
    def __init__(self, limbs=2, stages=2, **kwargs):
        super().__init__(**kwargs)
        self.heads = []
        with self.name_scope():
            for i in range(stages):
                h = nn.Conv2D(2 * limbs, 3, padding=1)
                self.register_child(h, "paf%d" % i)
                self.heads.append(h)

    def hybrid_forward(self, F, feats, paf_gt, mask):
        m = F.broadcast_like(mask > 0, paf_gt)
        loss, x = 0, feats
        for head in self.heads:
            paf = head(x)
            loss = loss + F.sum(F.square(paf - paf_gt) * m)
            x = F.concat(feats, paf, dim=1)
        return loss


Net = LikeMaskedLoss
