"""CenterNet focal loss normalised by `F.maximum(F.sum(pos), 1)`, a traced count kept in the graph."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6), (2, 2, 6, 6)]


class CenterFocalLossTraced(HybridBlock):
    def __init__(self, alpha=2, beta=4, **kwargs):
        super().__init__(**kwargs)
        self._alpha = alpha
        self._beta = beta
        with self.name_scope():
            self.heat = nn.Conv2D(2, 1, in_channels=4)

    def hybrid_forward(self, F, x, gt):
        pred = F.clip(F.sigmoid(self.heat(x)), 1e-4, 1 - 1e-4)
        gt = F.abs(gt)
        pos = gt > 0.9
        neg = 1 - pos
        pos_loss = F.log(pred) * F.power(1 - pred, self._alpha) * pos
        neg_loss = F.log(1 - pred) * F.power(pred, self._alpha) * F.power(1 - gt, self._beta) * neg
        num_pos = F.maximum(F.sum(pos), 1.0)
        return F.broadcast_div(-(F.sum(pos_loss) + F.sum(neg_loss)), num_pos)


Net = CenterFocalLossTraced
