"""Tacotron 2 decoder state set-up, the attention's processed memory: the encoder output is
flattened with `memory.reshape(-1, memory.shape[2])` (positional, and the size read off the
tensor), projected by the attention's memory layer and put back with
`processed.reshape((batch, -1, processed.shape[1]))`, `batch = memory.shape[0]`.

Source: Wallart/gluon-tacotron2 @ 432995b846, model/decoder.py (Decoder.initialize_decoder_states,
its `batch = memory.shape[0]` and the two `processed_memory` lines, unchanged); the zero state
tensors it also builds and stores on the block are cut, and the attention's memory layer
(model/layers/attention.py: LinearNorm(embedding_dim, attn_dim, bias=False)) inlined as a Dense
with the default initializer. Sizes: embedding 7, attention dim 5 (params.py: 512, 128). Input:
encoder memory (2, 6, 7).
"""
from mxnet import gluon
from mxnet.gluon import nn

INPUTS = [(2, 6, 7)]


class LinearNorm(gluon.HybridBlock):
    def __init__(self, in_dim, out_dim, bias=True):
        super(LinearNorm, self).__init__()
        self._linear_layer = nn.Dense(in_units=in_dim, units=out_dim, use_bias=bias)

    def hybrid_forward(self, F, x, *args, **kwargs):
        return self._linear_layer(x)


class Net(gluon.HybridBlock):

    def __init__(self, encoder_embedding_dim=7, attn_dim=5):
        super(Net, self).__init__()
        self.memory_layer = LinearNorm(encoder_embedding_dim, attn_dim, bias=False)

    def hybrid_forward(self, F, memory, *args, **kwargs):
        batch = memory.shape[0]
        processed_memory = self.memory_layer(memory.reshape(-1, memory.shape[2]))
        processed_memory = processed_memory.reshape((batch, -1, processed_memory.shape[1]))
        return processed_memory
