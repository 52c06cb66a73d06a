"""Beat windows: the record cut into `self.beats` equal windows by `F.split(axis=2)`, a shared beat encoder on each, the beat codes stacked and summarised by an LSTM's last step (`SequenceLast`)."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 3, 40)]


class BeatSequence(HybridBlock):
    def __init__(self, beats=4, **kwargs):
        super().__init__(**kwargs)
        self.beats = beats
        with self.name_scope():
            self.beat_encoder = nn.HybridSequential()
            self.beat_encoder.add(nn.Conv1D(4, 3, activation="relu"), nn.GlobalAvgPool1D(), nn.Flatten())
            self.rnn = rnn.LSTM(5, layout="TNC", input_size=4)

    def hybrid_forward(self, F, ecg):
        windows = F.split(ecg, num_outputs=self.beats, axis=2)
        codes = F.stack(*[self.beat_encoder(w) for w in windows], axis=0)
        return F.SequenceLast(self.rnn(codes))


Net = BeatSequence
