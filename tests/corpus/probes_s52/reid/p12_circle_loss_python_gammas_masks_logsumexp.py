"""Circle loss on a cosine similarity matrix: positive and negative masks from label equality with the diagonal removed by `F.eye` of a python batch size, adaptive weights by `relu`, the two log-sum-exps by `F.log(F.sum(F.exp(...)))` under the masks, python margin and gamma."""
from mxnet.gluon import HybridBlock

INPUTS = [(6, 8), (6,)]


class CircleLoss(HybridBlock):
    def __init__(self, batch_size=6, margin=0.25, gamma=8.0, num_ids=3, **kwargs):
        super().__init__(**kwargs)
        self.batch_size, self.m, self.gamma, self.num_ids = batch_size, margin, gamma, num_ids

    def hybrid_forward(self, F, emb, raw_labels):
        labels = F.floor((raw_labels + 1) * 0.5 * self.num_ids)
        emb = F.L2Normalization(emb)
        sim = F.dot(emb, emb, transpose_b=True)
        same = F.broadcast_equal(labels.reshape((-1, 1)), labels.reshape((1, -1)))
        pos_mask = same - F.eye(self.batch_size)
        neg_mask = 1 - same
        ap = F.relu(1 + self.m - sim)
        an = F.relu(sim + self.m)
        logit_p = -ap * (sim - (1 - self.m)) * self.gamma
        logit_n = an * (sim - self.m) * self.gamma
        lse_p = F.log(F.sum(F.exp(logit_p) * pos_mask, axis=1) + 1e-6)
        lse_n = F.log(F.sum(F.exp(logit_n) * neg_mask, axis=1) + 1e-6)
        return F.Activation(lse_p + lse_n, act_type="softrelu").mean()


Net = CircleLoss
