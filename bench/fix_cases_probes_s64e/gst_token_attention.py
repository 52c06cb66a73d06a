"""GST's style token layer: a bank of tokens (a Parameter) through tanh, tiled over the batch by
`expand_dims(0).tile((N, 1, 1))` with `N = inputs.shape[0]`, multi-head attention of the
reference embedding (one query) over them -- heads split by `split` and stacked on a new axis 0,
`(h * N, 1, d)` by reshape, scores scaled by `key_dim ** 0.5`, the heads concatenated back."""
from mxnet.gluon import nn


INPUTS = [(2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, token_num=5, token_dim=4, num_units=8, num_heads=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_units = num_units
        self.num_heads = num_heads
        self.key_dim = token_dim
        with self.name_scope():
            self.embed = self.params.get('embed', shape=(token_num, token_dim))
            self.W_query = nn.Dense(num_units, in_units=6, use_bias=False, flatten=False)
            self.W_key = nn.Dense(num_units, in_units=token_dim, use_bias=False, flatten=False)
            self.W_value = nn.Dense(num_units, in_units=token_dim, use_bias=False, flatten=False)

    def hybrid_forward(self, F, inputs, embed):
        N = inputs.shape[0]
        query = inputs.expand_dims(1)
        keys = F.tanh(embed).expand_dims(0).tile((N, 1, 1))
        querys = self.W_query(query)
        keys_ = self.W_key(keys)
        values = self.W_value(keys)
        split_size = self.num_units // self.num_heads
        querys = F.stack(*F.split(querys, num_outputs=self.num_heads, axis=2), axis=0)
        keys_ = F.stack(*F.split(keys_, num_outputs=self.num_heads, axis=2), axis=0)
        values = F.stack(*F.split(values, num_outputs=self.num_heads, axis=2), axis=0)
        T = keys_.shape[2]
        scores = F.batch_dot(querys.reshape((self.num_heads * N, 1, split_size)),
                             keys_.reshape((self.num_heads * N, T, split_size)), transpose_b=True)
        scores = F.softmax(scores / (self.key_dim ** 0.5), axis=2)
        out = F.batch_dot(scores, values.reshape((self.num_heads * N, T, split_size)))
        out = out.reshape((self.num_heads, N, 1, split_size))
        out = F.concat(*F.split(out, num_outputs=self.num_heads, axis=0, squeeze_axis=True), dim=2)
        return out.reshape((N, self.num_units))
