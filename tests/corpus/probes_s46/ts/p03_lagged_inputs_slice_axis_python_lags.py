"""Lagged features gathered by a python list of lags: one `slice_axis` window per lag over the past target, stacked along a new last axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 14)]


def lagged_sequence(F, sequence, lags, history, subseq_len):
    windows = []
    for lag in lags:
        begin = history - lag - subseq_len
        windows.append(F.slice_axis(sequence, axis=1, begin=begin, end=begin + subseq_len))
    return F.stack(*windows, axis=-1)


class Net(HybridBlock):
    def __init__(self, lags=(1, 2, 4, 7), history=14, context_length=6, **kwargs):
        super().__init__(**kwargs)
        self._lags, self._hist, self._ctx = list(lags), history, context_length
        with self.name_scope():
            self.rnn_in = nn.Dense(5, flatten=False, in_units=len(lags))

    def hybrid_forward(self, F, past_target):
        lagged = lagged_sequence(F, past_target, self._lags, self._hist, self._ctx + 1)
        return self.rnn_in(lagged)
