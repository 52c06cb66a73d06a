"""dmlc/gluon-nlp#993 (https://github.com/dmlc/gluon-nlp/issues/993), "Export for GPT-2": a user tried
to make the GPT-2 self-attention layer a HybridBlock to export it and hit hybridize errors (fixed
for everyone by dmlc/gluon-nlp#1010).  The layer builds its causal mask from `data.shape`, with
`mx.nd.arange(..., ctx=data.context)` and `mx.nd.broadcast_axes(..., size=batch_size * heads)`,
and splits and swaps the projections with `mx.nd` functions.

Source: dmlc/gluon-nlp, scripts/text_generation/model/gpt.py at the parent of commit c56d8d51985
(#1010), class `GPT2SelfAttentionLayer`: converted as the user describes, `Block` -> `HybridBlock`
and `forward(self, data, states=None)` -> `hybrid_forward(self, F, data, states=None)`, the body
unchanged down to the attention cell.  gluonnlp is not installed, so `DotProductAttentionCell(
scaled=True, dropout=0)` is written out with F (scaled query, batch_dot, the mask applied as
gluonnlp's masked softmax does, batch_dot with the values), and only `out` is returned (the
harness compares flat outputs; the states list of the no-state call is left out).  Sizes: 8 units,
2 heads.
"""
import math

import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class GPT2SelfAttentionLayer(HybridBlock):
    def __init__(self, units, num_heads, dropout=0.0,
                 weight_initializer=mx.init.Normal(0.02), bias_initializer='zeros',
                 prefix=None, params=None):
        super(GPT2SelfAttentionLayer, self).__init__(prefix=prefix, params=params)
        self._units = units
        self._num_heads = num_heads
        assert units % num_heads == 0
        with self.name_scope():
            self._multi_head_qkv_proj = nn.Dense(units=units * 3, flatten=False, use_bias=True,
                                                 weight_initializer=weight_initializer,
                                                 bias_initializer=bias_initializer,
                                                 prefix='qkv_proj_')
            self._dropout_layer = nn.Dropout(dropout)
            self._out_proj = nn.Dense(units=units, flatten=False, use_bias=True,
                                      weight_initializer=weight_initializer,
                                      bias_initializer=bias_initializer,
                                      prefix='out_proj_')

    def _base_attn_cell(self, F, query, key, value, mask):
        query = query / math.sqrt(self._units // self._num_heads)
        att_score = F.batch_dot(query, key, transpose_b=True)
        att_score = F.where(mask, att_score, -1e18 * F.ones_like(att_score))
        att_weights = F.softmax(att_score, axis=-1) * mask
        return F.batch_dot(att_weights, value), att_weights

    def hybrid_forward(self, F, data, states=None): # pylint: disable=arguments-differ
        batch_size = data.shape[0]
        seq_len = data.shape[1]
        # Generate mask
        if states is not None:
            prev_key, prev_value = states
            prev_len = prev_key.shape[2]
        else:
            prev_key, prev_value = None, None
            prev_len = 0
        data_pos = mx.nd.arange(prev_len, prev_len + seq_len, ctx=data.context, dtype=data.dtype)
        all_pos = mx.nd.arange(seq_len + prev_len, ctx=data.context, dtype=data.dtype)
        mask = mx.nd.broadcast_lesser_equal(all_pos.reshape((1, -1)), data_pos.reshape((-1, 1)))
        mask = mx.nd.broadcast_axes(mx.nd.expand_dims(mask, axis=0), axis=0,
                                    size=batch_size * self._num_heads)

        # Multi-head attention
        qkv = self._multi_head_qkv_proj(data)  # Shape (batch_size, seq_len, 3 * units)
        qkv = mx.nd.swapaxes(qkv, 1, 2)  # Shape (batch_size, 3 * units, seq_len)

        # Each has shape (batch_size, units, seq_len)
        query, key, value = mx.nd.split(qkv, num_outputs=3, axis=1)
        # Map each to have shape (batch_size * num_head, ele_units, seq_len)
        query = query.reshape(shape=(0, -4, self._num_heads, -1, 0)).reshape(
            shape=(-1, 0, 0), reverse=True)
        key = key.reshape(shape=(0, -4, self._num_heads, -1, 0)).reshape(
            shape=(-1, 0, 0), reverse=True)
        value = value.reshape(shape=(0, -4, self._num_heads, -1, 0)).reshape(
            shape=(-1, 0, 0), reverse=True)
        query = mx.nd.swapaxes(query, 1, 2)
        key = mx.nd.swapaxes(key, 1, 2)
        value = mx.nd.swapaxes(value, 1, 2)
        if prev_key is not None:
            key = mx.nd.concat(prev_key.reshape((-1, 0, 0), reverse=True),
                               key, dim=1)  # Shape (batch_size * num_heads, all_len, ele_units)
        if prev_value is not None:
            value = mx.nd.concat(prev_value.reshape((-1, 0, 0), reverse=True),
                                 value, dim=1)

        # Shape (batch_size * num_heads, all_len, ele_units)
        out, _ = self._base_attn_cell(F, query, key, value, mask)
        out = mx.nd.transpose(out.reshape((-1, self._num_heads, 0, 0), reverse=True),
                              axes=(0, 2, 1, 3)).reshape((0, 0, -1))
        out = self._out_proj(out)
        return out


class Net(GPT2SelfAttentionLayer):
    def __init__(self):
        super(Net, self).__init__(units=8, num_heads=2)
