"""Tacotron 2 decoder, the teacher-forcing input path: an all-zero "go" frame sized from
`memory.shape[0]` (`F.zeros((batch, n_mel * frames_per_step))`), the mel targets transposed and
grouped by `frames_per_step` with `decoder_inputs.reshape(decoder_inputs.shape[0],
decoder_inputs.shape[1] // self._frames_per_step, -1)` (positional, and sizes read off the tensor),
then the go frame prepended along time and everything sent through the pre-net, which reads
`batch = x.shape[1]` to undo its own flattening `x.reshape(-1, self._in_sizes[0])` (positional:
Symbol.reshape reads it as `shape=-1, reverse=in_size`) with `x.reshape((-1, batch, size))`.

Source: Wallart/gluon-tacotron2 @ 432995b846, model/decoder.py (Decoder.hybrid_forward's first four
lines with its methods get_go_frame and parse_decoder_inputs, unchanged); the rest of the decoder
(attention, LSTM cells, written with torch calls) cut, so the block returns the pre-net output. The
pre-net is model/layers/pre_net.py's (PreNet, unchanged but for its `nn.Dropout(.5)` layers, the
identity outside `autograd.record()`, dropped) with LinearNorm (model/layers/linear_norm.py, a Dense
under the repository's own Xavier initializer) inlined as a Dense with the default initializer. Sizes:
4 mel channels, 2 frames per step, pre-net dim 6 (params.py: 80, 1, 256). Inputs: encoder memory
(2, 5, 7) and mel targets (2, 4, 6) (batch, mel channels, frames).
"""
from mxnet import gluon
from mxnet.gluon import nn

INPUTS = [(2, 5, 7), (2, 4, 6)]


class LinearNorm(gluon.HybridBlock):
    def __init__(self, in_dim, out_dim, bias=True):
        super(LinearNorm, self).__init__()
        self._linear_layer = nn.Dense(in_units=in_dim, units=out_dim, use_bias=bias)

    def hybrid_forward(self, F, x, *args, **kwargs):
        return self._linear_layer(x)


class PreNet(gluon.HybridBlock):
    def __init__(self, in_dim, sizes):
        super(PreNet, self).__init__()
        self._in_sizes = [in_dim] + sizes[:-1]
        with self.name_scope():
            self._stages = nn.HybridSequential()
            for in_size, out_size in zip(self._in_sizes, sizes):
                self._stages.add(LinearNorm(in_size, out_size, bias=False))
                self._stages.add(nn.Activation('relu'))

    def hybrid_forward(self, F, x, *args, **kwargs):
        # TODO Make it hybridize ready
        batch = x.shape[1]
        x = x.reshape(-1, self._in_sizes[0])
        x = self._stages(x)
        return x.reshape((-1, batch, self._in_sizes[1]))


class Net(gluon.HybridBlock):

    def __init__(self, n_mel_channels=4, n_frames_per_step=2, prenet_dim=6):
        super(Net, self).__init__()
        self._mel_channels = n_mel_channels
        self._frames_per_step = n_frames_per_step
        self._prenet_dim = prenet_dim
        self._prenet = PreNet(self._mel_channels * self._frames_per_step, [self._prenet_dim, self._prenet_dim])

    def hybrid_forward(self, F, memory, decoder_inputs, *args, **kwargs):
        decoder_input = self.get_go_frame(F, memory).expand_dims(0)
        decoder_inputs = self.parse_decoder_inputs(decoder_inputs)
        decoder_inputs = F.concat(decoder_input, decoder_inputs, dim=0)
        decoder_inputs = self._prenet(decoder_inputs)
        return decoder_inputs

    def get_go_frame(self, F, memory):
        batch = memory.shape[0]
        return F.zeros((batch, self._mel_channels * self._frames_per_step))

    def parse_decoder_inputs(self, decoder_inputs):
        # (batch, mel_channels, T_out) -> (batch, T_out, mel_channels)
        decoder_inputs = decoder_inputs.transpose((0, 2, 1))
        decoder_inputs = decoder_inputs.reshape(decoder_inputs.shape[0], decoder_inputs.shape[1] // self._frames_per_step, -1)

        # (batch, T_out, mel_channels) -> (T_out, batch, mel_channels)
        decoder_inputs = decoder_inputs.transpose((1, 0, 2))
        return decoder_inputs
