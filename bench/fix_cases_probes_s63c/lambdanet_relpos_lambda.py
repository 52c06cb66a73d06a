"""LambdaNetworks' lambda layer with global relative position embeddings: queries, keys and values by
1x1 convs (batch-normed queries and values), keys softmax-normalised over the n = h * w positions,
the content lambda by batch_dot, position lambdas from an embedding table (n, m, k) of the configured
size contracted with the values by `F.dot`, and the position output by a plain broadcast `*` of the
queries (b, heads, 1, n, k) and lambdas (b, 1, v, n, k) summed over k; heads by `q.reshape((b, heads,
k, n))` with `b, c, hh, ww = x.shape`."""
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 8, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, dim=8, dim_out=8, n=9, dim_k=4, heads=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.heads = heads
        self.dim_k = dim_k
        self.dim_v = dim_out // heads
        with self.name_scope():
            self.to_q = nn.Conv2D(dim_k * heads, 1, in_channels=dim, use_bias=False)
            self.to_k = nn.Conv2D(dim_k, 1, in_channels=dim, use_bias=False)
            self.to_v = nn.Conv2D(self.dim_v, 1, in_channels=dim, use_bias=False)
            self.norm_q = nn.BatchNorm(in_channels=dim_k * heads)
            self.norm_v = nn.BatchNorm(in_channels=self.dim_v)
            self.pos_emb = self.params.get('pos_emb', shape=(n, n, dim_k), init=mx.init.Normal(0.5))

    def hybrid_forward(self, F, x, pos_emb):
        b, c, hh, ww = x.shape
        n = hh * ww
        q = self.norm_q(self.to_q(x)).reshape((b, self.heads, self.dim_k, n))
        k = F.softmax(self.to_k(x).reshape((b, self.dim_k, n)), axis=-1)
        v = self.norm_v(self.to_v(x)).reshape((b, self.dim_v, n))

        content_lambda = F.batch_dot(k, v, transpose_b=True)                      # b k v
        content_output = F.batch_dot(content_lambda, q.transpose((0, 2, 1, 3)).reshape(
            (b, self.dim_k, -1)), transpose_a=True)                               # b v (h n)
        content_output = content_output.reshape((b, self.dim_v, self.heads, n)).transpose((0, 2, 1, 3))

        position_lambdas = F.dot(v, pos_emb.transpose((1, 0, 2)).reshape((n, -1)))  # b v (n k)
        position_lambdas = position_lambdas.reshape((b, 1, self.dim_v, n, self.dim_k))
        queries = q.transpose((0, 1, 3, 2)).expand_dims(2)                          # b h 1 n k
        position_output = (queries * position_lambdas).sum(axis=-1)               # b h v n

        out = content_output + position_output
        return out.reshape((b, -1, hh, ww))
