"""dmlc/gluon-nlp#993 (https://github.com/dmlc/gluon-nlp/issues/993), "Export for GPT-2" (fixed by
dmlc/gluon-nlp#1010): the GPT-2 model made a HybridBlock for export reads the batch size and length
from `data.shape`, asserts the length against the position table, and builds the position ids
with `mx.nd.arange(..., ctx=data.context)` and `mx.nd.broadcast_axes(..., size=batch_size)`.

Source: dmlc/gluon-nlp, scripts/text_generation/model/gpt.py at the parent of commit c56d8d51985
(#1010), class `GPT2Model`: converted as the user describes (`Block` -> `HybridBlock`,
`forward(self, data, states=None)` -> `hybrid_forward(self, F, data, states=None)`), the embedding,
position and output lines unchanged; the loop over attention/FFN layers is left out (the attention
layer is this set's gpt2_self_attention.py) and only the logits are returned.  Sizes: 8 units,
vocabulary 11, 16 positions.  The inputs are token ids as floats (the harness draws them in
[-1, 1); Embedding truncates them to id 0, as it would any float id).
"""
import mxnet as mx
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class GPT2Model(HybridBlock):
    def __init__(self, units, vocab_size, max_length, num_layers, num_heads, dropout=0.0,
                 prefix=None, params=None):
        super(GPT2Model, self).__init__(prefix=prefix, params=params)
        self._units = units
        self._max_length = max_length
        self._num_layers = num_layers
        self._num_heads = num_heads
        with self.name_scope():
            self._pos_embed = nn.Embedding(input_dim=max_length, output_dim=units,
                                           weight_initializer=mx.init.Normal(0.01),
                                           prefix='pos_embed_')
            self._embed = nn.Embedding(input_dim=vocab_size, output_dim=units, prefix='embed_',
                                       weight_initializer=mx.init.Normal(0.02))
            self._logits_proj = nn.Dense(units=vocab_size, in_units=units, use_bias=False,
                                         flatten=False, params=self._embed.params)
            self._final_ln = nn.LayerNorm(prefix='final_ln0_')

    def hybrid_forward(self, F, data, states=None): # pylint: disable=arguments-differ
        batch_size, seq_len = data.shape[0], data.shape[1]
        if states is not None:
            prev_len = states[0].shape[1]
        else:
            prev_len = 0
        assert seq_len + prev_len <= self._max_length
        data_pos = mx.nd.arange(prev_len, prev_len + seq_len, ctx=data.context, dtype=np.float32)
        data_pos = mx.nd.broadcast_axes(mx.nd.expand_dims(data_pos, axis=0),
                                        axis=0, size=batch_size)
        out = self._embed(data) + self._pos_embed(data_pos)
        out = self._final_ln(out)
        logits = self._logits_proj(out)
        return logits


class Net(GPT2Model):
    def __init__(self):
        super(Net, self).__init__(units=8, vocab_size=11, max_length=16, num_layers=1,
                                  num_heads=2)
