"""Informer's ProbSparse self-attention (a Temporal Fusion Transformer neighbour): the number of active
queries `u = int(self.factor * math.ceil(math.log(L_Q)))` from the sequence length, the sparsity
measure M = max - mean of the scores, the top-u queries picked by `F.topk`, their attention kept and
every other query given the mean of V (`V.mean(axis=-2)` broadcast back over the length)."""
import math
from mxnet.gluon import nn


INPUTS = [(2, 6, 4)]


class Net(nn.HybridBlock):
    def __init__(self, d_model=4, factor=1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.factor = factor
        with self.name_scope():
            self.qkv = nn.Dense(3 * d_model, in_units=d_model, flatten=False)

    def hybrid_forward(self, F, x):
        B, L_Q, D = x.shape
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        scores = F.batch_dot(q, k, transpose_b=True) / math.sqrt(D)
        u = min(int(self.factor * math.ceil(math.log(L_Q))), L_Q)
        M = scores.max(axis=-1) - scores.sum(axis=-1) / L_Q
        top = F.topk(M, axis=-1, k=u, ret_typ='mask')
        attn = F.batch_dot(F.softmax(scores, axis=-1), v)
        mean_v = F.broadcast_to(v.mean(axis=-2, keepdims=True), (B, L_Q, D))
        return F.where(F.broadcast_to(top.expand_dims(-1), (B, L_Q, D)), attn, mean_v)
