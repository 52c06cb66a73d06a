"""Sinusoidal position encoding of a QANet question-answering model: `PositionalEncoding.hybrid_forward(self,
F, x, min_timescale=1.0, max_timescale=1e4)` reads `length = x.shape[1]`, `channels = x.shape[2]`,
builds the positions and timescales with `nd.array(range(...))` and `nd.exp`, multiplies an (L, 1) by
a (1, C/2) column/row (`F.expand_dims(position, 1) * F.expand_dims(inv_timescales, 0)`), reshapes
the signal to `(1, length, channels)` and adds it to `x` after `signal.as_in_context(x.context)`.
Eagerly it runs; hybridized `x.shape` is an AttributeError of the Symbol.

Source: a public QANet/BiDAF encoder for GluonNLP (find_string id 48990141057; read by an analyzer
held-out round, tests/corpus/HELDOUT.md, "QANet encoder"; in no fix set), `PositionalEncoding` as
written; the encoder, encoder cell, stochastic-depth dropout (random per call), self-attention and
depthwise convolution blocks and their gluonnlp imports left out. Net: no arguments. Input (2, 5, 6).
"""
import math

from mxnet import gluon, nd

INPUTS = [(2, 5, 6)]


class PositionalEncoding(gluon.HybridBlock):
    r"""
    An implementation of position encoder.
    """

    def __init__(self, **kwargs):
        super(PositionalEncoding, self).__init__(**kwargs)


    def hybrid_forward(self, F, x, min_timescale=1.0, max_timescale=1e4):
        r"""Implement forward computation.

        Parameters
        -----------
        x : NDArray
            input tensor with shape `(batch_size, sequence_length, hidden_size)`

        Returns
        --------
         : NDArray
            output tensor with shape `(batch_size, sequence_length, hidden_size)`
        """
        length = x.shape[1]
        channels = x.shape[2]
        position = nd.array(range(length))
        num_timescales = channels // 2
        log_timescale_increment = (
            math.log(float(max_timescale) / float(min_timescale)) / (num_timescales - 1))
        inv_timescales = min_timescale * \
            nd.exp(nd.array(range(num_timescales)) * -log_timescale_increment)
        scaled_time = F.expand_dims(
            position, 1) * F.expand_dims(inv_timescales, 0)
        signal = F.concat(F.sin(scaled_time), F.cos(scaled_time), dim=1)
        signal = F.reshape(signal, shape=(1, length, channels))
        return x + signal.as_in_context(x.context)


class Net(PositionalEncoding):
    def __init__(self):
        super(Net, self).__init__()
