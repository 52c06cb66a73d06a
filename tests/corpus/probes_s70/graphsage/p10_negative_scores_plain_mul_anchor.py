"""GraphSAGE negative-sampling scores as the PyTorch code writes them, `(neg * u.unsqueeze(1)).sum(-1)`:
the (P, Q, D) negatives times the (P, 1, D) anchors by a plain `*`."""
from mxnet.gluon import HybridBlock

INPUTS = [(8, 5), (3, 2), (3, 4)]


class PlainNegScores(HybridBlock):
    def __init__(self, num_nodes=8, **kwargs):
        super().__init__(**kwargs)
        self.num_nodes = num_nodes

    def hybrid_forward(self, F, z, pairs, negs):
        ids = F.clip(F.floor((pairs + 1) * 0.5 * self.num_nodes), 0, self.num_nodes - 1)
        u_idx, v_idx = F.split(ids, num_outputs=2, axis=1, squeeze_axis=True)
        u, v = F.take(z, u_idx), F.take(z, v_idx)
        neg_ids = F.clip(F.floor((negs + 1) * 0.5 * self.num_nodes), 0, self.num_nodes - 1)
        neg = (F.take(z, neg_ids) * u.expand_dims(1)).sum(axis=-1)
        pos = F.sum(u * v, axis=1)
        return -F.log(F.sigmoid(pos) + 1e-7) - F.sum(F.log(F.sigmoid(-neg) + 1e-7), axis=1)


Net = PlainNegScores
