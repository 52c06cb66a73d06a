"""GraphSAGE unsupervised loss by negative sampling: node embeddings (N, D), positive pairs (P, 2) split
into two index columns by `F.split(squeeze_axis=True)` (two outputs, unpacked), Q negatives per pair
(P, Q) gathered to (P, Q, D) and scored by `batch_dot` with the anchors' (P, D, 1);
`-log(sigmoid(pos)) - sum(log(sigmoid(-neg)))`."""
from mxnet.gluon import HybridBlock

INPUTS = [(8, 5), (3, 2), (3, 4)]


class NegSamplingLoss(HybridBlock):
    def __init__(self, num_nodes=8, **kwargs):
        super().__init__(**kwargs)
        self.num_nodes = num_nodes

    def hybrid_forward(self, F, z, pairs, negs):
        ids = F.clip(F.floor((pairs + 1) * 0.5 * self.num_nodes), 0, self.num_nodes - 1)
        u_idx, v_idx = F.split(ids, num_outputs=2, axis=1, squeeze_axis=True)
        u, v = F.take(z, u_idx), F.take(z, v_idx)
        neg_ids = F.clip(F.floor((negs + 1) * 0.5 * self.num_nodes), 0, self.num_nodes - 1)
        neg = F.batch_dot(F.take(z, neg_ids), u.expand_dims(2)).reshape((0, -1))
        pos = F.sum(u * v, axis=1)
        return -F.log(F.sigmoid(pos) + 1e-7) - F.sum(F.log(F.sigmoid(-neg) + 1e-7), axis=1)


Net = NegSamplingLoss
