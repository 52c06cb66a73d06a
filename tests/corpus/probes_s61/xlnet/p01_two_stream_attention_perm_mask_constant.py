"""XLNet two-stream attention (one head): queries from the content stream h and the query stream g, keys and values from h only, a permutation mask built once by numpy for the configured length (content sees itself, query does not) added as a (1, L, L) bias with `broadcast_add`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 6, 8)]


class TwoStreamAttention(HybridBlock):
    def __init__(self, units=8, seq_len=6, **kwargs):
        super(TwoStreamAttention, self).__init__(**kwargs)
        self._scale = units ** -0.5
        order = np.random.RandomState(1).permutation(seq_len)
        rank = np.argsort(order)
        content = (rank[None, :] > rank[:, None]).astype("float32")
        query = (rank[None, :] >= rank[:, None]).astype("float32")
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=units, use_bias=False)
            self.kv = nn.Dense(2 * units, flatten=False, in_units=units, use_bias=False)
            self.content_bias = self.params.get_constant("content_bias", -1e4 * content[None])
            self.query_bias = self.params.get_constant("query_bias", -1e4 * query[None])

    def _attend(self, F, q, k, v, bias):
        scores = F.batch_dot(q, k, transpose_b=True) * self._scale
        return F.batch_dot(F.softmax(F.broadcast_add(scores, bias), axis=-1), v)

    def hybrid_forward(self, F, h, g, content_bias, query_bias):
        k, v = F.split(self.kv(h), num_outputs=2, axis=-1)
        h_out = self._attend(F, self.q(h), k, v, content_bias)
        g_out = self._attend(F, self.q(g), k, v, query_bias)
        return h_out, g_out


Net = TwoStreamAttention
