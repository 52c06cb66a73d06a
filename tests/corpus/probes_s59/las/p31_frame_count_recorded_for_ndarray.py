"""LAS listener recording the utterance length for logging only when given an NDArray (`isinstance(feats, nd.NDArray)`); the traced call skips it."""
from mxnet import nd
from mxnet.gluon import HybridBlock, rnn

INPUTS = [(2, 8, 4)]


class LoggedListener(HybridBlock):
    def __init__(self, hidden=3, in_units=4, **kwargs):
        super().__init__(**kwargs)
        self.last_frames = None
        with self.name_scope():
            self.blstm = rnn.LSTM(hidden, layout="NTC", bidirectional=True, input_size=2 * in_units)

    def hybrid_forward(self, F, feats):
        if isinstance(feats, nd.NDArray):
            self.last_frames = feats.shape[1]
        return self.blstm(feats.reshape((0, -4, -1, 2, 0)).reshape((0, 0, -3)))


Net = LoggedListener
