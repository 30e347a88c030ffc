import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chooseJava, javaCandidates, minimumJava } from './toolchain.mjs';

const java = (home, major, source = 'folder') => ({ home, major, source });

test('a Java 21 or newer is taken with the current CLI, JAVA_HOME and the PATH before the JVM folder', () => {
  assert.deepEqual(chooseJava([java('/path/17', 17, 'PATH'), java('/jvm/21', 21), java('/jvm/25', 25)]), {
    java: java('/jvm/25', 25),
    fallback: false,
  });
  assert.deepEqual(chooseJava([java('/home/21', 21, 'JAVA_HOME'), java('/jvm/25', 25)]), {
    java: java('/home/21', 21, 'JAVA_HOME'),
    fallback: false,
  });
});

test('only Java 11 to 20: the fallback CLI; nothing usable: null', () => {
  assert.deepEqual(chooseJava([java('/path/17', 17, 'PATH'), java('/jvm/8', 8)]), {
    java: java('/path/17', 17, 'PATH'),
    fallback: true,
  });
  assert.equal(chooseJava([java('/jvm/8', 8)]), null);
  assert.equal(chooseJava([]), null);
});

test('the fallback can be chosen on purpose where both exist', () => {
  assert.deepEqual(chooseJava([java('/path/17', 17, 'PATH'), java('/jvm/25', 25)], { preferFallback: true }), {
    java: java('/path/17', 17, 'PATH'),
    fallback: true,
  });
  assert.deepEqual(chooseJava([java('/jvm/25', 25)], { preferFallback: true }), { java: java('/jvm/25', 25), fallback: false });
});

test('this machine has a Java the emulators accept', () => {
  const choice = chooseJava(javaCandidates());
  assert.ok(choice && choice.java.major >= minimumJava, JSON.stringify(javaCandidates()));
});
