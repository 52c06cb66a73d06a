"""TasNet encoder that frames the waveform by hand, computing the frame count from `wav.shape[-1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 32)]


class FramedEncoder(HybridBlock):
    def __init__(self, frame=4, basis=6, **kwargs):
        super(FramedEncoder, self).__init__(**kwargs)
        self.frame = frame
        with self.name_scope():
            self.basis = nn.Dense(basis, activation="relu", flatten=False, in_units=frame)

    def hybrid_forward(self, F, wav):
        num_frames = wav.shape[-1] // self.frame
        frames = wav.reshape((0, num_frames, self.frame))
        return self.basis(frames)


Net = FramedEncoder
