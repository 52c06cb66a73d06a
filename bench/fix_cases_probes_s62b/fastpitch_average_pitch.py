"""FastPitch's average_pitch: the mean pitch of the voiced frames each input token covers. Durations
rounded from the predictor's output, token ends by `F.cumsum(durs, axis=1)`, frame positions
`F.arange(pitch.shape[1])` compared with the starts and ends viewed as `(n, l, 1)` from `n, l =
durs.shape` by plain `>=`/`<`, the voiced frames `(pitch > 0)` spread over the tokens by a plain `*`."""
from mxnet.gluon import nn


INPUTS = [(2, 8), (2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, pitch, log_durs):
        pitch = F.relu(pitch)                       # unvoiced frames hold 0
        durs = F.floor((log_durs + 1.0) * 1.3)      # 0..2 frames a token
        ends = F.cumsum(durs, axis=1)
        starts = ends - durs
        n, l = durs.shape
        frames = F.arange(pitch.shape[1]).reshape((1, 1, -1))
        covered = (frames >= starts.reshape((n, l, 1))) * (frames < ends.reshape((n, l, 1)))
        voiced = covered * (pitch > 0).expand_dims(1)
        sums = F.sum(voiced * pitch.expand_dims(1), axis=2)
        counts = F.sum(voiced, axis=2)
        return F.where(counts == 0, counts, sums / F.maximum(counts, 1.0))
