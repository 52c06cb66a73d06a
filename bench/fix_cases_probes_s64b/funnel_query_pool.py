"""Funnel-Transformer's pooling attention: the sequence is shifted so the cls token is kept apart
(`concat(h[:, :1], h[:, :-1])`), mean-pooled with stride 2 over the sequence axis, and only the
queries are pooled -- keys and values still come from the full-length input. Heads by `B, L, D =
h.shape` and the pooled length read back from the pooled tensor."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, d_model=8, n_head=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.n_head = n_head
        with self.name_scope():
            self.q_head = nn.Dense(d_model, in_units=d_model, flatten=False, use_bias=False)
            self.k_head = nn.Dense(d_model, in_units=d_model, flatten=False)
            self.v_head = nn.Dense(d_model, in_units=d_model, flatten=False)
            self.post_proj = nn.Dense(d_model, in_units=d_model, flatten=False)
            self.layer_norm = nn.LayerNorm(in_channels=d_model)

    def pool_tensor(self, F, h):
        # separate_cls + truncate_seq: the cls token stays the first pooled token
        h = F.concat(h[:, :1], h[:, :-1], dim=1)
        h = F.Pooling(h.transpose((0, 2, 1)), kernel=(2,), stride=(2,), pool_type='avg')
        return h.transpose((0, 2, 1))

    def hybrid_forward(self, F, h):
        B, L, D = h.shape
        d_head = D // self.n_head
        query = self.pool_tensor(F, h)
        Lq = query.shape[1]
        q = self.q_head(query).reshape((B, Lq, self.n_head, d_head)).transpose((0, 2, 1, 3))
        k = self.k_head(h).reshape((B, L, self.n_head, d_head)).transpose((0, 2, 1, 3))
        v = self.v_head(h).reshape((B, L, self.n_head, d_head)).transpose((0, 2, 1, 3))
        score = F.batch_dot(q.reshape((B * self.n_head, Lq, d_head)),
                            k.reshape((B * self.n_head, L, d_head)), transpose_b=True)
        prob = F.softmax(score / math.sqrt(d_head), axis=-1)
        vec = F.batch_dot(prob, v.reshape((B * self.n_head, L, d_head)))
        vec = vec.reshape((B, self.n_head, Lq, d_head)).transpose((0, 2, 1, 3)).reshape((B, Lq, D))
        return self.layer_norm(query + self.post_proj(vec))
