"""SchNet neighbour mask sized by the positions' atom axis, `F.eye(pos.shape[1])`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 5, 3)]


class MaskedCFConv(HybridBlock):
    def __init__(self, feats=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.filt = nn.Dense(feats, flatten=False)

    def hybrid_forward(self, F, x, pos):
        d = F.norm(F.broadcast_sub(pos.expand_dims(2), pos.expand_dims(1)), axis=-1)
        w = self.filt(d.expand_dims(-1))
        mask = (1 - F.eye(pos.shape[1])).expand_dims(0).expand_dims(-1)
        w = F.broadcast_mul(w, mask)
        return F.sum(F.broadcast_mul(x.expand_dims(1), w), axis=2)


Net = MaskedCFConv
