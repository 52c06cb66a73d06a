"""Adapted from deeprenewal 0.3.3 (DeepRenewalNetwork.unroll_encoder, after GluonTS's DeepAR): a stacked
cell unrolled over NTC inputs from states made in hybrid code with `func=F.zeros`, the batch size read
from `inputs.shape[0]` only when `isinstance(inputs, mx.nd.NDArray)` and 0 (inferred) otherwise."""
import mxnet as mx
from mxnet.gluon import nn

INPUTS = [(2, 5, 3)]


class Encoder(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.rnn = mx.gluon.rnn.HybridSequentialRNNCell()
        self.rnn.add(mx.gluon.rnn.LSTMCell(hidden_size=4))
        self.rnn.add(mx.gluon.rnn.ResidualCell(mx.gluon.rnn.LSTMCell(hidden_size=4)))

    def hybrid_forward(self, F, inputs):
        outputs, state = self.rnn.unroll(
            inputs=inputs, length=5, layout="NTC", merge_outputs=True,
            begin_state=self.rnn.begin_state(
                func=F.zeros,
                batch_size=inputs.shape[0] if isinstance(inputs, mx.nd.NDArray) else 0))
        return outputs, state[0]


Net = Encoder
